## rejection: why an order is refused (after "Order refused — <step>: ", in lower case).

# $why: musing, empty, too_long, unreadable, narration (an order only in a narration), other.
indixo-rejection-not-an-order = { $why ->
    [musing] your message asks a question: I read it as thinking aloud, not as an order. Say it plainly, without a question mark, for it to count.
    [empty] your message is empty (or holds only quotes).
    [too_long] your message is too long for me to look for an order in it: send the order alone, in a few words.
    [unreadable] I could not read this message: please put it more simply.
    [narration] I found no order in your story: give the order plainly, outside the asterisks or italics.
   *[other] I found no order in this message.
 }
# $why: what is ambiguous (anything else: a message that is).
indixo-rejection-ambiguous = { $why ->
    [kill_needs_victim_weapon] to kill, name the victim **and** the weapon: `kill @name with <weapon>`.
    [haunt_what] haunt what? Write `haunt the room` or `haunt <weapon>`.
    [possess_whom] possess whom? Write `possess @name`.
    [move_where] move it where? Write `move <weapon> to <adjacent room>`.
    [chief_not_now] the chief can't be named now: the victim I ask names the chief privately, and without an answer the living elect one by day, adding `chief @name` to their vote.
    [no_verb] I see names, but not what you want to do with them: add the verb (`I go to`, `destroy`, `move`…).
    [condemn_what] condemn what? Write `condemn <room>`.
    [one_at_a_time] one action a message: send the first, then the second in another message (they add up in the order sent).
   *[other] this message is ambiguous: give one order, plainly.
 }
# $kind: player, room or weapon; $named: what was named, listed.
indixo-rejection-several = { $kind ->
    [player] you name several players ({ $named }) where one is expected: keep one.
    [room] you name several rooms ({ $named }) where one is expected: keep one.
   *[weapon] you name several weapons ({ $named }) where one is expected: keep one.
 }
# $word: what the player wrote; $kind: room or weapon; $named: what it may be, listed.
indixo-rejection-which = "{ $word }" may be { $kind ->
    [room] several rooms
   *[weapon] several weapons
 } ({ $named }): write the whole name.
# $name: "@name" as written.
indixo-rejection-unknown-player = I know no player "{ $name }" in this game.
# $players: listed.
indixo-rejection-guess-needs-room = each player in your guess needs a room: it is missing for { $players }.
indixo-rejection-possible-players = Possible players: { $players }.
indixo-rejection-possible-rooms = Possible rooms: { $rooms }.
indixo-rejection-rooms-next-door = Open rooms next door: { $rooms }.
indixo-rejection-open-rooms = Open rooms: { $rooms }.
indixo-rejection-weapons-here = Weapons here: { $weapons }.
indixo-rejection-weapons-left = Weapons left: { $weapons }.
indixo-rejection-living-here = Living players here: { $people }.
indixo-rejection-not-a-player = you are not playing in this game.
indixo-rejection-game-over = the game is over: no order is expected any more.
# $deadline: indixo-rejection-not-now-deadline, or nothing.
indixo-rejection-not-now-actions = the night's actions are sent only once the room choice is closed{ $deadline }. I kept nothing of this message: send it again then.
indixo-rejection-not-now-deadline = : as soon as everyone has chosen a room, and at the latest on { $when }
indixo-rejection-first-choose-room = First, choose your room: `I go to <room>`.
indixo-rejection-must-choose-room = you must first choose your room: `I go to <room>`.
indixo-rejection-not-awaited = that is not what I am waiting for from you now.
indixo-rejection-nothing-more = For now, I am waiting for nothing more from you.
indixo-rejection-room-final = you already chose the **{ $room }** for tonight, and that choice is final.
indixo-rejection-room-condemned = the **{ $room }** is condemned: nobody goes in any more, and nothing either.
indixo-rejection-room-too-far = a ghost only goes to its room of last night or to a room next to it: the **{ $room }** is too far.
indixo-rejection-room-not-adjacent = the **{ $room }** is not next to your room: a weapon only goes through one door.
indixo-rejection-not-the-killers = that is not one of the killer's actions.
# $options: the killer's options, listed.
indixo-rejection-killer-has-two = You already have your two actions ({ $options }): write `cancel` to start again, or `nothing` to do nothing tonight.
indixo-rejection-killer-given = Already given: { $options }.
# $left: how many options are left; $chosen: yes or no (one given already); $commands: listed;
# $done: indixo-rejection-killer-done, or nothing.
indixo-rejection-killer-left = { $left ->
    [1] Option still open
   *[other] { $chosen ->
        [yes] Options still open
       *[no] Your actions
    }
 }: { $commands }; or `nothing`{ $done }.
indixo-rejection-killer-done = , or `done` to stop there
indixo-rejection-not-the-innocents = that action is not yours to take: an innocent may destroy a weapon in their room, move it to a room next door, or do nothing.
indixo-rejection-you-are-in = You are in the **{ $room }**.
# $room: indixo-rejection-in-room, or nothing.
indixo-rejection-weapon-not-here-named = the **{ $weapon }** is not in your room{ $room }.
indixo-rejection-weapon-not-here = that weapon is not in your room{ $room }.
indixo-rejection-in-room = {" "}(the **{ $room }**)
indixo-rejection-nothing-to-finish = you have not chosen any action yet: "done" finishes nothing. Send one or two actions, or `nothing`.
indixo-rejection-third-option = you already have two actions ({ $options }): that is the most. Write `cancel` to start again.
indixo-rejection-option-twice = you already chose that action tonight ({ $options }): your two actions must differ. Send another one, or `done`.
# $room: a room of the house not in play; $players: how many play.
indixo-rejection-room-not-in-play = the **{ $room }** is not in play this game: there are as many rooms as players, and with { $players } players only the first { $players } rooms of the house are used.
# $named: indixo-rejection-quoted after a space, or nothing.
indixo-rejection-unknown-room = I do not know that room{ $named }.
# What the player wrote, quoted.
indixo-rejection-quoted = ("{ $name }")
indixo-rejection-weapon-destroyed = the **{ $weapon }** has been destroyed.
# $weapon: a weapon of the house not in play; $players: how many play.
indixo-rejection-weapon-not-in-play = the **{ $weapon }** is not in play this game: there are as many weapons as players, and with { $players } players only the first { $players } weapons of the list are used.
indixo-rejection-unknown-weapon = I do not know that weapon{ $named }.
indixo-rejection-bad-victim = @{ $victim } cannot be your victim: choose another living player.
indixo-rejection-no-victim = I need a victim: choose another living player.
indixo-rejection-ghost-cannot = a ghost cannot do that. It may `haunt the room`, `haunt <weapon>` (a weapon of its room), `possess @name` (a living player of its room) or do `nothing`.
indixo-rejection-possession-over = no possession is possible any more in this game.
indixo-rejection-ghost-still = You may still `haunt the room`, `haunt <weapon>` or do `nothing`.
indixo-rejection-target-not-here = @{ $target } is not among the living in your room tonight.
indixo-rejection-player-not-here = that player is not among the living in your room tonight.
# $victim: the intended victim, or "?".
indixo-rejection-bad-switch = answer with the name of another innocent in the room, or `keep` to let the blow fall on @{ $victim }.
indixo-rejection-possible-innocents = Possible innocents: { $choices }.
indixo-rejection-bad-spread = each weapon to place needs one open room, and nothing else.
indixo-rejection-spread-missing = Without a room: { $weapons }.
# $moves: "weapon → room", listed.
indixo-rejection-spread-wrong = Not possible: { $moves }.
indixo-rejection-spread-weapons = Weapons to place: { $weapons }.
# $weapon, $room: a sample answer.
indixo-rejection-example = For example: `{ $weapon } -> { $room }`.
indixo-rejection-a-weapon = <weapon>
indixo-rejection-a-room = <room>
indixo-rejection-bad-chief = @{ $chief } cannot be chief: choose a living player.
indixo-rejection-no-chief = I need a chief: choose a living player.
indixo-rejection-ghost-post = ghosts do not vote; all they can do is read the forum (and talk, when I bring them together, with the ghosts in their room). Your post does not count as a vote.
# $chief: the chief, or "?".
indixo-rejection-chief-exists = there is already a chief, @{ $chief }: no election. You can still vote for a suspect, a weapon and a room.
indixo-rejection-belongs-in-pm = that order is given by private message, not in the public topic: it was not taken. Send it to me here, privately.
indixo-rejection-votes-locked = the votes are locked, since every living player has voted: they cannot change any more. Time for last words.
# $ballot: the speaker's locked vote, its parts listed (indixo-ballot-*).
indixo-rejection-your-locked-vote = Your vote, locked, counts as it is: **{ $ballot }**.
indixo-rejection-guess-already = you already made your guess today: one a day, and it is final.
indixo-rejection-guess-incomplete = your guess must give a room (and a weapon, or none) for every other living player, and for them alone.
indixo-rejection-guess-missing = Missing: { $players }.
indixo-rejection-guess-extra = Not needed: { $players }.
indixo-rejection-guess-players = Players to cover: { $players }. Format: `@name: <room>, <weapon>; @name: <room>, none`.
indixo-rejection-bad-suspect = @{ $suspect } cannot be a suspect: vote for a living player.
indixo-rejection-no-suspect = I need a suspect: vote for a living player.
indixo-rejection-vote-at-night = there's no voting at night — the vote opens in the morning in the game topic.
indixo-rejection-night-post = at night the game's topic stays silent. Keep your thoughts for the day; night orders are given by private message.
# $code: the refusal's code.
indixo-rejection-impossible = that order is not possible ({ $code }).
