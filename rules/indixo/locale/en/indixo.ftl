## INDIXO (rules/indixo): the notices, in en.

## this_step, for_step: what the bridge says of the current step.

# "the former order of this step" (Russian: genitive, without a preposition).
indixo-this-step = of this step
# "does not count for this step".
indixo-for-step = for this step

## chief_named, chief_election. $by: the last victim; $chief: the chief named.

indixo-chief-named = **The chief is named**: @{ $by } chose **@{ $chief }**, who will break ties in the vote.
indixo-chief-election = @{ $by } did not name a chief in time: **the living will elect one**. Add `chief @name` to your vote (or write it in a post of its own); the count will tell who wins, chance breaking ties.

## ghost_group. $night: the night's number; $ghosts: the ghosts, listed; $count: how many.

indixo-ghost-group = Night { $night }: { $ghosts }, you are { $count } ghosts haunting the same room tonight. This conversation brings you together until the night ends: speak freely, nobody else reads it.

## killer_sees. $night: the night's number; $room: the killer's room; $people: who is there, listed.

indixo-killer-sees-people = Night { $night }, in the **{ $room }**: you find { $people } there.
indixo-killer-sees-alone = Night { $night }, in the **{ $room }**: nobody but you.
indixo-killer-sees-move = Your move: up to two actions (`inspect`, `kill @name with <weapon>`, `condemn <room>`, `destroy <weapon>`), then `done`; or `nothing`.

## phases: the nights and days, as the bridge's sentence needs them.

# $form: of_a ("of a night…"), each, the, of_the, ending; anything else: the current step.
indixo-phases = { $form ->
    [of_a] of a night or a day
    [each] each night and each day
    [the] the nights and days
    [of_the] of the nights and days
    [ending] the ending
   *[current] the open step of the night or the day
 }

## possession_group. $day: the day's number; $possessed: a player; $ghosts: the ghosts, listed; $count: how many.

indixo-possession-group = **Day { $day }: a possession.** Last night a ghost took possession of @{ $possessed }. This conversation brings together @{ $possessed } and the { $count ->
    [one] ghost
   *[other] ghosts
 } of the room, { $ghosts }: speak freely; it closes at nightfall.

## switch_ask. $victim: the intended victim; $weapon: the haunted weapon; $choices: the other
## innocents, listed; $duration: how long to answer.

indixo-switch-ask-quick = **Quick!** The killer is trying to kill @{ $victim } with the **{ $weapon }**, the weapon you haunt.
indixo-switch-ask-choices = You may turn the blow on another innocent in your room: { $choices }. Answer `@name` to change the victim, or `keep` to let the blow fall on @{ $victim }.
indixo-switch-ask-silence = Without an answer within { $duration }, the victim stays @{ $victim }.

## chief_ask. $choices: the living, listed; $duration: how long to answer.

indixo-chief-ask-first = As the game's first victim, it is up to you to **name the chief** among the living: { $choices }.
indixo-chief-ask-successor = You were the chief: it is up to you to **name your successor** among the living: { $choices }.
indixo-chief-ask-answer = Answer here `I name @name`. The chief breaks ties in the vote. Without an answer within { $duration }, the living will elect one themselves.

## stranded_done.

indixo-stranded-done-defaulted = No answer came in time, so chance placed the weapons:
indixo-stranded-done-chosen = Done: the weapons are placed as you wished:
# After a weapon whose room was drawn. $among: the rooms, listed.
indixo-stranded-done-drawn = (room drawn by lot among { $among })

## stranded_ask. $count: how many weapons; $weapons, $rooms: listed; $example: a sample
## answer; $duration: how long to answer.

indixo-stranded-ask-left = A room was condemned tonight, and { $count ->
    [one] a weapon was left in it
   *[other] weapons were left in it
 }: { $weapons }. As the latest victim, it is up to you to **place** { $count ->
    [one] it
   *[other] them
 } among the open rooms: { $rooms }.
indixo-stranded-ask-answer = Answer here, one room for each weapon, for example `{ $example }`. Without an answer within { $duration }, chance will do it.

## doubt: why a reading is not certain (after "I am not sure I read it right (").

indixo-doubt-narration = I only found it in your narration, between asterisks or in italics, not in a plain sentence
# $who: "@name", or indixo-doubt-someone.
indixo-doubt-pronoun = I took your pronoun to mean { $who }, the only player named in your narration
indixo-doubt-someone = the player
indixo-doubt-other = my reading of your message is not certain

## ghost_sees. $night: the night's number; $room: the ghost's room; $people, $weapons: listed.

indixo-ghost-sees-room = Night { $night }: your ghost wanders in the **{ $room }**.
indixo-ghost-sees-alive = Living players here: { $people }.
indixo-ghost-sees-ghosts = Ghosts here: { $people }.
indixo-ghost-sees-weapons = Weapons here: { $weapons }.
# $example: indixo-ghost-sees-example after a space, or nothing.
indixo-ghost-sees-may = Tonight you may `haunt the room`, `haunt <weapon>`{ $example }, `possess @name` (a living player here) or do `nothing`.
# $weapon: a weapon of the room.
indixo-ghost-sees-example = (for example `haunt { $weapon }`)

## gm_setup. $killer: the killer; $weapons: "weapon (room)", listed; $rooms, $weapons (in
## play): how many; $room_list, $weapon_list, $left_out: listed.

indixo-gm-setup-secret = **The game master's secret**: the killer drawn is **@{ $killer }**. Everyone has been sent their role privately; apart from you, only the killer knows who the killer is.
indixo-gm-setup-start = Weapons at the start: { $weapons }.
indixo-gm-setup-in-play = In play: { $rooms } rooms ({ $room_list }) and { $weapons } weapons ({ $weapon_list }), as many as players.
indixo-gm-setup-left-out = Not in play, because the house has more rooms and weapons than players and only the first of each list are used: { $left_out } (also said in the game topic).

## votes_locked.

indixo-votes-locked = **Every living player has voted: the votes are locked.** Nobody can change theirs any more.
# $field: suspect, weapon or room.
indixo-votes-locked-label = { $field ->
    [suspect] Suspects
    [weapon] Weapons
   *[room] Rooms
 }
# $duration: how long.
indixo-votes-locked-last-words = Time for **last words**: you have { $duration } to speak here, then comes the count.

## gm_final.

# $winner: innocents or killer; $how: vote, streak, two_left, guess (anything else is shown as it is).
indixo-gm-final-over = **Game over** (for the GM): { $winner ->
    [innocents] the innocents win
   *[killer] the killer wins
 }, { $how ->
    [vote] by the vote
    [streak] three nights without a murder
    [two_left] two living players left
    [guess] with a correct guess
   *[other] { $how }
 }.
indixo-gm-final-killer = Killer: @{ $killer }
# $murder: indixo-gm-final-murder, or indixo-gm-final-none.
indixo-gm-final-last-murder = Last murder: { $murder }
# $victim: a player; $night: its number; $room, $weapon: the GM's names.
indixo-gm-final-murder = @{ $victim }, night { $night }, { $room }, { $weapon }
indixo-gm-final-none = none
indixo-gm-final-dead = Dead
# $name: a dead player; $night: the night they died.
indixo-gm-final-death = @{ $name } (night { $night })
indixo-gm-final-weapons = Weapons
indixo-destroyed = destroyed

## incomplete: what an order still lacks.

indixo-incomplete-options = choose one or two actions (`inspect`, `kill @name with <weapon>`, `condemn <room>`, `destroy <weapon>`), or `nothing` to do nothing tonight.
indixo-incomplete-second-option = send a second action, or `done` to keep to this one (`cancel` clears everything).
indixo-incomplete-suspect = the suspect (@name)
indixo-incomplete-weapon = the weapon
indixo-incomplete-room = the room
# $missing: what is missing, listed.
indixo-incomplete-vote = your vote still lacks { $missing }. Complete it in a new message, for example `vote: @name, <weapon>, <room>`.
indixo-incomplete-other = I am waiting for the rest of your answer.

## settings: the game's settings in words (a list, one line each).

# $house: the rooms, listed, or indixo-settings-theme; $weapons: indixo-settings-weapons, or nothing.
indixo-settings-house = rooms: { $house }{ $weapons };
indixo-settings-theme = the original theme (as many rooms and weapons as there are players)
# How the GM gives a name its French article: nothing to say in English.
indixo-settings-articles = {""}
# $weapons: the weapons, listed.
indixo-settings-weapons = ; weapons: { $weapons }
# $room, $night: hours.
indixo-settings-room = choosing a room: { $room } h after nightfall; the night lasts { $night } h;
# Minutes each.
indixo-settings-windows = time to answer: the ghost's choice { $switch } min, placing a condemned room's weapons { $redistribute } min, naming the chief { $chief } min, last words { $last_words } min;
indixo-settings-stop = the day ends at the latest { $stop } h after it begins;
# $night_posts: warn, or anything else (ignored).
indixo-settings-night-posts = posts in the topic at night: { $night_posts ->
    [warn] a private warning
   *[other] ignored
 }.

## how_to_join: the sign-up, in the public topic before the start.

# $counts: how many players (indixo-counts-… or indixo-how-to-join-between).
indixo-how-to-join-open = **Sign-up is open**: write "join" in this topic ({ $counts }). To withdraw before the start: "leave".
indixo-how-to-join-between = { $low } to { $high } players
indixo-how-to-join-how-many = **How many players?** The rules want as many rooms and weapons as players, and at least 5 players.
indixo-how-to-join-house = This house is therefore played by { $counts }
# After indixo-how-to-join-house, when more than one number of players is allowed.
indixo-how-to-join-fewer = : with fewer players, only the first rooms and weapons of the list are used, and those left out will be named at the start
indixo-how-to-join-theme = The original theme has 9 rooms and 9 weapons: it is therefore played by { $counts }; with fewer than 9 players, only the first rooms and weapons are used, and those left out will be named at the start
indixo-how-to-join-desk = When the game starts, each player gets a private message, their **order desk**: orders go there and nowhere else.

## gm_night: the night's summary for the GM.

indixo-gm-night-title = Night { $night }: summary for the GM
indixo-gm-night-where = Who was where
indixo-gm-night-killer = (killer)
indixo-gm-night-ghost = (ghost)
indixo-gm-night-actions = Actions
indixo-gm-night-no-action = no action sent
# $victim: a player.
indixo-gm-night-switched = The ghost turned the blow on @{ $victim }.
indixo-gm-night-morning = The morning, step by step
indixo-gm-night-nothing = Nothing happened: no action came through.
indixo-gm-night-weapons = Weapons this morning
# $by: a player; $weapons: listed.
indixo-gm-night-stranded = @{ $by } is to place the weapons of the condemned room: { $weapons }.
indixo-gm-night-chief = @{ $by } is to name the chief.

## night_private: what a player alone learns of the night.

indixo-night-private-title = **Night { $night }**, for your eyes only:
# $what: what happened (anything else is shown as it is); $weapon, $to, $room: the GM's names.
indixo-night-private-item = { $what ->
    [murdered] **The killer got you tonight.** You are now a ghost. Each night you will choose your room or a room next to it, then you may `haunt the room`, `haunt <weapon>`, `possess @name` or do `nothing`. Ghosts do not vote, but they read everything.
    [clash] Another player tried to interact with the **{ $weapon }**: your action on that weapon failed.
    [haunted_weapon] The **{ $weapon }** is haunted: it could not be touched tonight, and your action failed.
    [move_condemned] You could not take the **{ $weapon }** to the **{ $to }**: that room was condemned tonight. The weapon stays where it was.
    [destroy_cancelled] The **{ $weapon }** was not destroyed: too few weapons would have remained, so nothing happened.
    [room_haunted] A shiver: the **{ $room }** was haunted tonight.
   *[other] { $what }.
 }

## morning: the morning, in the public topic.

indixo-morning-title = Night { $night }: morning comes
# $victim: the dead player.
indixo-morning-body = At dawn, the body of **@{ $victim }** is found. Their ghost now roams the house.
indixo-morning-weapon = The murder weapon: **{ $weapon }**.
indixo-morning-nobody = Nobody died tonight.
# $count: how many; $rooms: listed.
indixo-morning-condemned = { $count ->
    [one] Room condemned
   *[other] Rooms condemned
 }: { $rooms }. Nobody goes in any more.
# $count: how many; $weapons: listed.
indixo-morning-destroyed = { $count ->
    [one] Weapon destroyed
   *[other] Weapons destroyed
 }: { $weapons }.
indixo-morning-unchanged = No room was condemned, no weapon destroyed.
indixo-morning-finished = The game ends here: the reveal follows.
indixo-morning-chief = The chief, @{ $chief }, breaks ties.
indixo-morning-first-dead = There is no chief yet: @{ $victim }, the first victim, will name one privately; without an answer in time, the living will elect one by adding `chief @name` to their vote.
indixo-morning-chief-dead = The chief is dead: @{ $victim } will name a successor privately; without an answer in time, the living will elect one by adding `chief @name` to their vote.
indixo-morning-no-chief = There is no chief yet: elect one by adding `chief @name` to your vote (or in a post of its own). The chief breaks ties.
# Where a list of weapons is empty.
indixo-no-weapon = no weapon

## final: the reveal.

indixo-final-title = { $title }: the reveal
indixo-final-innocents-win = **The innocents win!**
indixo-final-killer-wins = **The killer wins!**
# $how: vote, streak (the innocents win), two_left, guess (the killer wins).
indixo-final-how = { $how ->
    [vote] The day's vote named the right suspect, the right weapon and the right room of the last murder.
    [streak] Three nights in a row without a murder: the killer did not strike in time.
    [two_left] Only two living players remain: nobody can stop the killer now.
   *[guess] The day's guess was right: the killer knew where everyone spent the night and which weapon each one tried to touch.
 }
indixo-final-killer = The killer was **@{ $killer }**.
# $victim: a player; $night: its number; $room, $weapon: the GM's names.
indixo-final-last-murder = The last murder: **@{ $victim }**, on night { $night }, in the **{ $room }**, with the **{ $weapon }**.
indixo-final-no-murder = No murder was committed.
indixo-final-weapons = Where the weapons were
indixo-final-weapon = Weapon
indixo-final-room = Room
indixo-final-last-night = On the last night, everyone was…
indixo-final-the-killer = (the killer)
indixo-final-ghost = (ghost)
indixo-final-thanks = Thank you all for playing!

## room_default: a player chose no room in time. $night: the night's number; $room: where
## they are; $last: their room of last night.

# $why: stayed, condemned, or drawn.
indixo-room-default-ghost = Night { $night }: you did not tell me a room in time, so { $why ->
    [stayed] your ghost stays in its room of last night: the **{ $room }**.
    [condemned] your ghost could not stay in its room of last night, the **{ $last }**, which was condemned: chance sends it to the **{ $room }**, among the rooms it could go to.
   *[drawn] chance sends your ghost to the **{ $room }**.
 }
# $why: stayed, condemned, first (drawn on the first night), or drawn.
indixo-room-default = { $why ->
    [stayed] Night { $night }: you did not choose a room in time, so you stay in your room of last night: the **{ $room }**.
    [condemned] Night { $night }: you did not choose a room in time, and your room of last night, the **{ $last }**, was condemned: chance put you in the **{ $room }**.
    [first] Night { $night }: you did not choose a room in time and, on the first night, nobody has a room to stay in yet: chance chose for you, the **{ $room }**.
   *[drawn] Night { $night }: you did not choose a room in time: chance chose for you, the **{ $room }**.
 }
# $among: the rooms drawn from, listed.
indixo-room-default-among = Drawn by lot among { $among }: the **{ $room }**.
# $weapons: listed.
indixo-room-default-found = You find there: { $weapons }.
indixo-room-default-start = At the start this room holds: { $weapons }.

## accepted: what the bridge adds to an accepted order. $room: a room; $weapons: listed.

indixo-accepted-room-found = In the **{ $room }** you find: { $weapons }.
indixo-accepted-room-start = At the start this room holds: { $weapons } (that is public: see the map).
indixo-accepted-options-cancelled = Your actions for tonight are cleared: you may choose new ones.
indixo-accepted-inspection-room = Your inspection of the **{ $room }**: { $weapons }.
indixo-accepted-inspection = Your inspection: { $weapons }.
indixo-accepted-options-one = Noted: that's your only action tonight.
indixo-accepted-options-first = That is your action 1 of 2 for tonight.
# $first, $second: the two options.
indixo-accepted-options-two = Your two actions will be carried out in this order: first { $first }, then { $second }.
indixo-accepted-ballot-complete = Your ballot is complete.
indixo-accepted-guess = Your guess for today:
indixo-accepted-spread = Noted: each weapon will be put in the room you gave when this step closes.

## tally: the day's count.

indixo-tally-title = Day { $day }: the count
# $count: how many complete ballots.
indixo-tally-voters = { $count } complete { $count ->
    [one] ballot
   *[other] ballots
 } (suspect, weapon and room):
indixo-tally-no-voters = No complete ballot: nobody voted for a suspect, a weapon and a room all at once.
# $field: suspect, weapon or room.
indixo-tally-label = { $field ->
    [suspect] Suspect
    [weapon] Weapon
   *[room] Room
 }
indixo-tally-no-vote = no vote.
# $tied: the tied values, listed.
indixo-tally-by-chief = a tie between { $tied }, broken by the chief's vote
# $among: the tied values; $value: the one drawn.
indixo-tally-by-draw = a tie the chief's vote did not settle: drawn by lot among { $among }: { $value }
# $drawn: among (drawn among several), or alone; $among: "@a, @b"; $chief: the chief.
indixo-tally-chief-no-votes = Nobody voted for a chief: { $drawn ->
    [among] drawn by lot among the living, { $among }: **@{ $chief }**
   *[alone] chance names **@{ $chief }**
 }, who will break ties from now on.
# $leaders: listed; $count: the votes of each; $among: "@a, @b"; $chief: the chief.
indixo-tally-chief-tie = Chief election: a tie between { $leaders } ({ $count } { $count ->
    [one] vote
   *[other] votes
 } each), drawn by lot among { $among }: **@{ $chief }** becomes chief.
# $count: the chief's votes.
indixo-tally-chief-wins = Chief election: **@{ $chief }** wins with { $count } { $count ->
    [one] vote
   *[other] votes
 } and will break ties from now on.
indixo-tally-reveal-follows = The reveal follows.
indixo-tally-nobody-killed = Nobody has been killed yet: the vote could not expose anyone.
indixo-tally-incomplete = Without a suspect, a weapon and a room named, the vote exposes nobody: the killer is still at large.
indixo-tally-wrong = That does not match the last murder: the killer is still at large.
# $night: the night's number.
indixo-tally-night-falls = **Night { $night } falls.** Choose your room by private message (`I go to <room>`).

## step_open: a step opens. $step: the night's or day's number; $when: a deadline, in words.

indixo-step-open-rooms = **Night { $step }**: darkness falls on the house. Everyone chooses a room **by private message**, for example `I go to <room>`; ghosts stay in their room or move to a room next to it. A confirmed choice is final.
indixo-step-open-deadline = Deadline: { $when }.
# $rule: what a silent player gets (indixo-no-answer).
indixo-step-open-silence = Without an answer, { $rule }
indixo-step-open-rooms-silent = While the night lasts, the game's topic stays silent.
indixo-step-open-actions = **Night { $step }**: everyone is in place. Send your action **by private message**, as your role allows (`destroy <weapon>`, `move <weapon> to <room>`, `nothing`…). You may change it until the deadline.
indixo-step-open-actions-morning = In the morning I will tell you what happened.
# $count: how many living players vote.
indixo-step-open-votes = **Day { $step }**: time to vote. Each of the { $count } living { $count ->
    [one] player
   *[other] players
 } votes right here, in the topic, for a suspect, a weapon and a room: `vote: @name, <weapon>, <room>`. Ghosts do not vote.
indixo-step-open-votes-all = **Day { $step }**: time to vote. Every living player votes right here, in the topic, for a suspect, a weapon and a room: `vote: @name, <weapon>, <room>`. Ghosts do not vote.
indixo-step-open-votes-change = You can change your vote until every living player has voted; then the votes are **locked** and last words follow.
indixo-step-open-votes-deadline = Whatever happens, the day ends at the latest on { $when }.
# $until: indixo-step-open-words-until after a space, or nothing.
indixo-step-open-words = **Last words**: the votes of day { $step } are locked. You may still speak here{ $until }; then comes the count.
indixo-step-open-words-until = until { $when }
indixo-step-open-guess = **Day { $step }**: once today, you may send me your **guess** here: for every other living player, the room they were in last night and the weapon they tried to touch (or none). For example: `@name: <room>, <weapon>; @name: <room>, none`.
indixo-step-open-guess-once = One guess a day, final once I have confirmed it. It is checked at the count of the votes: if it is entirely correct and the day's vote does not expose you, you win.
# $step: the step's name (indixo-step-name); $until: indixo-step-open-waiting-until, or nothing.
indixo-step-open-waiting = I am waiting for your answer for { $step }{ $until }.
indixo-step-open-waiting-until = , until { $when }

## house: the house, in the public topic at the start.

indixo-house-title = { $title }: welcome to the house
# $rooms, $weapons, $players: how many.
indixo-house-intro = A killer hides among you, and nobody knows who. Here is the house where it all happens: { $rooms } { $rooms ->
    [one] room
   *[other] rooms
 }, { $weapons } { $weapons ->
    [one] weapon
   *[other] weapons
 }, { $players } { $players ->
    [one] player
   *[other] players
 }.
# $what: indixo-house-left-out-rooms and/or indixo-house-left-out-weapons; $players: how many.
indixo-house-left-out = **Not in play this game**: { $what }. The rules want as many rooms and weapons as players: with { $players }, only the house's first { $players } rooms and weapons are used, those on the map below.
# $count: how many; $rooms: listed.
indixo-house-left-out-rooms = { $count ->
    [one] the room
   *[other] the rooms
 } { $rooms }
# $count: how many; $weapons: listed.
indixo-house-left-out-weapons = { $count ->
    [one] the weapon
   *[other] the weapons
 } { $weapons }
indixo-house-map = **How to read the map**: each box is a room. The **blue** lines are the doors between two rooms. A room **crossed out in orange** is condemned: nobody goes in any more. The **grey** names in each room are the weapons it holds at the start.
indixo-house-room = Room
indixo-house-doors = Adjacent rooms
indixo-house-weapon = Weapon at the start
# A room with no door.
indixo-house-no-door = none
# A room with no weapon at the start.
indixo-house-no-weapon = none
indixo-house-how = How to play
indixo-house-night = **At night**, everything happens by private message with me:
# $room: the house's first room, as a sample.
indixo-house-choose = **Choose your room**: `I go to <room>` (for example `I go { $into_room }`), any room that is not condemned. The choice is final once I have confirmed it; from night 2 on, I then tell you which weapons lie there.
indixo-house-act = **Act**: an innocent may `destroy <weapon>` or `move <weapon> to <adjacent room>` (a weapon in their room), or do `nothing`. The killer has actions of their own; ghosts haunt and possess. Everyone has been sent the details of their role privately.
indixo-house-morning = In the morning I announce here the dead, the condemned rooms and the destroyed weapons.
# $weapon, $room: the house's first weapon and room, as a sample.
indixo-house-day = **By day**, right here in the topic, every living player votes for a suspect, a weapon and a room: `vote: @name, { $weapon }, { $room }`. A vote can change until every living player has voted. A chief, named by the first victim or elected (`chief @name`), breaks ties.
indixo-house-who-wins = **Who wins?** The innocents, if the vote names the killer with the weapon and the room of the last murder, or if the killer goes three nights in a row without a kill. The killer, if only two living players remain, or if one day they guess, for every other living player, where they spent last night and the weapon they tried to touch.
indixo-house-good-luck = At night the topic stays silent. Good luck to you all… and beware of your neighbours.

## role: each player's role, in private at the start. $room, $room0, $room1: rooms of the
## house (two with a door between them), $weapon: a weapon of the house, as samples.

indixo-role-at-night = **At night**, here in private:
indixo-role-killer-title = { $title }: you are the killer
indixo-role-killer-goal = Nobody else knows, apart from the game master. **You win** if only two living players remain, or if one day your guess is right. **You lose** if the day's vote names you with the weapon and the room of your last murder, or if you go three nights in a row without a kill.
indixo-role-killer-room = Choose your room like everyone else: `I go to <room>` (for example `I go { $into_room }`). I will then tell you which living players are there.
indixo-role-killer-options = Then choose up to **two different actions**, carried out in the order you send them:
indixo-role-killer-inspect = `inspect`: I tell you at once which weapons lie in your room (if you inspect and then kill, the murder weapon is announced in the morning);
indixo-role-killer-kill = `kill @name with <weapon>` (for example `kill @name with { $weapon }`): succeeds if the victim and the weapon are in your room;
indixo-role-killer-condemn = `condemn <room>` (for example `condemn { $room }`): possible if you killed tonight, if the room held no weapon at nightfall, or if there were more open rooms than living players, and as long as at least as many open rooms as living players remain;
indixo-role-killer-destroy = `destroy <weapon>`: a weapon in your room, not the murder weapon, if nobody else touches it and at least two weapons remain.
indixo-role-killer-done = After the first action, `done` if you stop there; `nothing` to do nothing at all; `cancel` clears your actions while the night lasts.
indixo-role-killer-day = **By day**, vote in the topic like the others (`vote: @name, <weapon>, <room>`) to keep up appearances. Once a day you may also send me here your **guess**: for every other living player, where they spent last night and the weapon they tried to touch (or none), for example `@name: { $room0 }, { $weapon }; @name: { $room1 }, none`.
indixo-role-killer-bye = You may write to me in English, French or Russian. Happy hunting.
indixo-role-innocent-title = { $title }: you are one of the innocents
indixo-role-innocent-goal = A killer hides among the players. **The innocents win** if the day's vote names the killer with the weapon and the room of the last murder, or if the killer goes three nights in a row without a kill. They lose if only two living players remain.
indixo-role-innocent-room = Choose your room: `I go to <room>` (for example `I go { $into_room }`), any room that is not condemned. The choice is final; from night 2 on, I then tell you which weapons lie there.
indixo-role-innocent-action = Then, at most one action on a weapon in your room:
indixo-role-innocent-destroy = `destroy <weapon>` (for example `destroy { $weapon }`);
indixo-role-innocent-move = `move <weapon> to <adjacent room>` (for example `move { $weapon } { $into_room }`);
indixo-role-innocent-nothing = or `nothing`.
indixo-role-innocent-clash = If another player tries to interact with the same weapon, your action fails: I will tell you in the morning.
indixo-role-innocent-day = **By day**, vote here in the topic for a suspect, a weapon and a room: `vote: @name, <weapon>, <room>`. While there is no chief, add `chief @name` to elect one.
indixo-role-innocent-ghost = **If you die**, you become a ghost. Each night you choose your room or a room next to it, then you may `haunt the room`, `haunt <weapon>` (for example `haunt { $weapon }`), `possess @name` (a living player in your room) or do `nothing`. Ghosts do not vote.
indixo-role-innocent-bye = You may write to me in English, French or Russian, and change your action until the deadline. Keep your eyes open.

## setup_refused: why the settings or the players are refused (after the bridge's opening).

# $setting: the setting's name; $unit: hours or minutes; $value: what was given.
indixo-refused-bad-duration = the setting `{ $setting }` is a duration, a positive number of { $unit ->
    [hours] hours
   *[minutes] minutes
 }, a year at most, not "{ $value }".
indixo-refused-bad-night-posts = `night_posts` is `warn` (privately warn whoever posts in the game topic at night) or `ignore` (let it be), not "{ $value }".
indixo-refused-doors-without-rooms = doors are given without the rooms: give the rooms too (`rooms = Kitchen, Lounge, ...`), or no doors to keep the original house.
# $names: the names, listed.
indixo-refused-duplicate-room = rooms share a name (capitals do not count): { $names }. Each room needs a name of its own.
indixo-refused-duplicate-weapon = weapons share a name (capitals do not count): { $names }. Each weapon needs a name of its own.
# $why: indixo-refused-door-to-itself or indixo-refused-door-two-rooms.
indixo-refused-bad-door = { $why }: for example `doors = Kitchen - Lounge, Lounge - Bedroom`.
indixo-refused-door-to-itself = a door cannot lead from a room to itself ({ $names })
indixo-refused-door-two-rooms = each door joins exactly two rooms
# $count: how many unknown rooms; $names, $rooms: listed.
indixo-refused-unknown-door-room = { $count ->
    [one] a door leads to a room
   *[other] doors lead to rooms
 } the house does not have: { $names }. The house's rooms: { $rooms }.
# $from: a room; $names: the rooms out of reach; $players: indixo-refused-unreachable-players after a space, or nothing.
indixo-refused-unreachable-rooms = from the { $from }, no door leads to { $names }: every room must lead to every other{ $players }.
indixo-refused-unreachable-players = (for { $players } players, only the first { $players } rooms of the list are used, with their doors between them)
# $counts: indixo-counts-….
indixo-refused-played-by = This house is played by { $counts }.
# $rooms, $weapons: how many; $min: the fewest players.
indixo-refused-house-below-minimum = the house has { $rooms } { $rooms ->
    [one] room
   *[other] rooms
 } and { $weapons } { $weapons ->
    [one] weapon
   *[other] weapons
 }: the rules want as many rooms and weapons as players, and at least { $min } players, so at least { $min } rooms and { $min } weapons. Name more of them.
# $rooms, $weapons: how many; $min, $top: the fewest and the most players.
indixo-refused-house-never-connected = no number of players can play in this house: the rules want as many rooms and weapons as players; with { $rooms } { $rooms ->
    [one] room
   *[other] rooms
 } and { $weapons } { $weapons ->
    [one] weapon
   *[other] weapons
 }, a game of N players ({ $min } to { $top }) uses only the first N rooms of the list, and those never all connect. Give as many weapons as rooms, or connect the first rooms of the list.
# $min: the fewest players; $players: how many signed up.
indixo-refused-too-few-players = it takes at least { $min } players, and { $players } { $players ->
    [one] is
   *[other] are
 } signed up.
# $rooms, $weapons, $players: how many.
indixo-refused-house-too-small = the house has only { $rooms } { $rooms ->
    [one] room
   *[other] rooms
 } and { $weapons } { $weapons ->
    [one] weapon
   *[other] weapons
 } for { $players } players, and each player needs a room and a weapon: create the game with more rooms and weapons, or with fewer players.
indixo-refused-pinned-killer-unknown = the pinned killer, @{ $killer }, does not play in this game.
indixo-refused-pinned-weapons = the pinned places of the weapons do not put exactly one weapon in each room.

## status: the game on the status page (a web page: plain text, no markup).

# $phase: night or day; $number: its number; $stage: rooms, actions, or another.
indixo-status-phase = { $phase ->
    [night] night { $number }{ $stage ->
        [rooms] , choosing rooms
        [actions] , actions
       *[other] {""}
    }
   *[day] day { $number }
 }
# $winner: killer, innocents, or another (stopped); $win: vote, guess, two_left, streak, or another.
indixo-status-winner = { $winner ->
    [killer] The killer wins
    [innocents] The innocents win
   *[other] The game was stopped
 }{ $win ->
    [vote] : the day's vote unmasked the killer.
    [guess] : the killer guessed where everyone was and what they tried.
    [two_left] : only two are left alive.
    [streak] : three nights without a murder.
   *[other] .
 }
# Before the killer's name.
indixo-status-killer-was = The killer was
indixo-status-last-murder = Last murder: { $victim }, { $weapon }, { $room }.
# $count: how many.
indixo-status-living = The living ({ $count })
indixo-status-chief = chief
indixo-status-nobody = Nobody.
indixo-status-ghosts = The ghosts ({ $count })
indixo-status-killed-on = killed on night { $night }
indixo-status-no-ghost = None yet.
indixo-status-condemned = Condemned rooms
indixo-status-destroyed = Destroyed weapons
indixo-status-none = None.

## changeable: until when a vote taken can change (after the bridge's "Order received").
## $deadline: the day's deadline, in words.

indixo-changeable-vote = You can change it until every living player has voted (the votes are then locked), and at the latest until the deadline: { $deadline }.

## Settings, as the GM's help describes them (rules/indixo/state.py SETTINGS): what each
## does, its values and units; the help shows the default.

indixo-setting-rooms = The house's rooms, separated by commas; empty: the original theme's nine rooms; the game takes as many as there are players.
indixo-setting-doors = The doors between the rooms, as pairs separated by commas (`Kitchen - Lounge, Lounge - Bedroom`), so that every room leads to every other; empty: the original theme's (doors are given only with the rooms).
indixo-setting-weapons = The weapons, separated by commas; empty: the original theme's nine weapons; there must be at least as many as players, one in each room at the start.
indixo-setting-room-hours = The room choice closes this many hours after nightfall (earlier once everyone has chosen).
indixo-setting-night-hours = The night's actions close, and morning comes, this many hours after nightfall (earlier once everyone has answered).
indixo-setting-switch-minutes = Minutes given to the ghost haunting the weapon of an attempted murder to switch the victim; without an answer, the victim stays the same.
indixo-setting-redistribute-minutes = Minutes given to the latest victim to spread a condemned room's weapons over the other rooms; without an answer, they are spread at random.
indixo-setting-chief-minutes = Minutes given to the first victim (later, to a chief who is killed) to name the chief; without an answer, the living elect one.
indixo-setting-last-words-minutes = Minutes of last words once every living player has voted, before the count.
indixo-setting-stop-hours = The day closes at the latest this many hours after it began, even if some of the living have not voted.
indixo-setting-night-posts = A post in the game's topic at night: with `warn`, its author is warned in private; with `ignore`, it goes unanswered.
indixo-setting-timezone = The time zone of the deadlines announced to the players, by its IANA name (`Europe/Paris`, `Europe/Moscow`).
