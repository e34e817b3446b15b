## The sign-up: clans founded, joined, left; a newcomer's characteristics.

# $spread: the characteristics, in words; $total: their sum.
arena-spread-taken = Noted: **{ $spread }** ({ $total } { $total ->
    [one] point
   *[other] points
 }). Your arrival is announced in the game's topic.
arena-spread-taken-kept = These characteristics follow you into your next games, with the wounds you take there.

# $clan: the clan's name, or "" ($named: false) when unknown.
arena-refused-warrior = **@{ $chief }**, war chief{ $named ->
    [true] {" "}of the **{ $clan }**
   *[false] {""}
 }, refuses @{ $player } in their ranks. It is their one refusal of the whole sign-up: nobody else can be turned away{ $named ->
    [true] {" "}from this clan
   *[false] {""}
 }.
arena-refused-warrior-elsewhere = @{ $player } can no longer join this clan, but another clan may take them.

# $name: the clan; $chief: who leads it ($led: true when it is not the newcomer).
arena-joined-clan = **@{ $player }** joins { arena-clan }{ $led ->
    [true] , led by @{ $chief }
   *[false] {""}
 }.
# $characteristics: a veteran's characteristics; $wounds: their old wounds, a sentence of its own.
arena-joined-clan-veteran = @{ $player }, a veteran of the arena, brings their stats from last time: { $characteristics }. { $wounds }
# $count: the clan's warriors, $max at most; $members: who; $full: true when there is no room left.
arena-joined-clan-count = The clan now has { $count } of { $max } { $max ->
    [one] warrior
   *[other] warriors
 }: { $members }.{ $full ->
    [true] {" "}It is **full**.
   *[false] {""}
 }

arena-left-clan = **@{ $player }** withdraws from the arena and leaves the **{ $clan }**. Their characteristics are kept for a later game.
arena-left-clan-dissolved = Nobody is left in the **{ $clan }**: **the clan is dissolved**.
# $chiefs: the clans founded; $max: how many may be.
arena-left-clan-place-free = A war chief's place is free again ({ $chiefs } of { $max } possible { $max ->
    [one] clan
   *[other] clans
 } founded): `I am war chief of the <name>`.
# $members: who is left.
arena-left-clan-goes-on = The **{ $clan }** go on without @{ $player }: { $members }.

# $name: the clan.
arena-clan-founded = **@{ $player }** declares themselves war chief and founds { arena-clan }!
arena-clan-founded-veteran = @{ $player }, a veteran of the arena, returns with their stats from last time: { $characteristics }. { $wounds }
# $typed: the clan's name as it is typed in a command; $max_clan: warriors per clan at most;
# $chiefs: clans founded, of $max_chiefs; $open: true when more may be, $room: how many.
arena-clan-founded-join = To join, write here `I join the { $typed }` or `I rally to @{ $player }` ({ $max_clan } { $max_clan ->
    [one] warrior
   *[other] warriors
 } at most per clan, the chief included). { $chiefs } of { $max_chiefs } possible { $max_chiefs ->
    [one] clan
   *[other] clans
 } founded{ $open ->
    [true] : there is room for { $room } more { $room ->
        [one] war chief
       *[other] war chiefs
    }
   *[false] {""}
 }.

# A player withdraws before sending their characteristics; $kind: chief or join; $name: the
# clan ($named: true when known); $chief: the chief they rallied to ($led: true when known).
arena-withdrawn = Noted: you withdraw before sending me your characteristics. { $kind ->
    [chief] So you do not found { arena-clan }
   *[join] So you do not join { $named ->
        [true] { arena-clan }
       *[false] a clan
    }{ $led ->
        [true] , the clan of @{ $chief }
       *[false] {""}
    }
 }: nothing was announced in the game's topic, and you are signed up nowhere.
arena-withdrawn-again = If you change your mind before the sign-up closes, declare yourself again in the game's topic: `I am war chief of the <name>` or `I join the <name>`.

# How to sign up (in the open topic); $max_players: warriors at most.
arena-how-to-join = **Sign-up is open**, right here: declare yourself war chief of a clan ("I am war chief of the Wolves", { $max_players } warriors at most in all) or rally to a clan ("I join the Wolves", "I rally to @chief"). Each chief may refuse one person, once. To withdraw before the start: "I withdraw". At your first sign-up in the arena I ask you privately for the spread of your characteristics; from then on they follow you from game to game, wounds included.
arena-how-to-join-play = When the game starts, each chief places the clan by private message; then, each round, every warrior declares their action **here, in this topic** ("I attack @x", "I defend myself", "I shoot @x", "shield on me", "I go to the centre"). I confirm each declaration privately.
# How the arena is joined, one line of the bridge's help to a private message outside any game.
arena-join-hint = **arena**: found a clan (`I am war chief of the <name>`) or join one (`I join the <name>`, `I rally to @chief`)

## The arena's settings, one line each.

arena-settings-spread = characteristics: { $budget } points to spread, each between { $minimum } and { $maximum };
arena-settings-sizes = at most { $max_chiefs } war chiefs, { $max_clan } warriors per clan (the chief included);
arena-settings-windows = placing the clans: { $placement_hours } h; the defender's choice: { $choice_minutes } min;
# $tie: nobody, attack or defence.
arena-settings-tie = a tie: { $tie ->
    [nobody] nobody leaves the arena
    [attack] the attack wins
    [defence] the defence wins
   *[other] { $tie }
 };
# $counts: true or false.
arena-settings-defender = defence counts without a declared defence: { $counts ->
    [true] yes
   *[false] no
 }.

## To a newcomer: the spread of their characteristics (templates/spread_ask.md.j2).

arena-spread-ask-title = { $title }: your characteristics
# $name: the clan to found.
arena-spread-ask-chief = You want to be a **war chief** and found { arena-clan }. Before I announce it in the game's topic, I need your characteristics.
# $name: the clan to join ($named: true when known); $chief: the chief rallied to ($led: true when known).
arena-spread-ask-join = You want to join { $named ->
    [true] { arena-clan }
   *[false] a clan
 }{ $led ->
    [true] , the clan of @{ $chief }
   *[false] {""}
 }. Before your rallying counts, I need your characteristics.
# $budget: the points to share; $minimum, $maximum: each characteristic's limits.
arena-spread-ask-share = Share **{ $budget } { $budget ->
    [one] point
   *[other] points
 }** among the four characteristics, each between **{ $minimum }** and **{ $maximum }**:
arena-spread-ask-attack = **attack**: your blows in melee, against an opponent in your zone;
arena-spread-ask-defence = **defence**: parrying blows in melee, for yourself or a companion in your zone;
arena-spread-ask-shooting = **shooting**: your arrows, at an opponent in a bordering zone;
arena-spread-ask-shield = **shield**: stopping shots, for yourself or a companion in your zone.
arena-spread-ask-how = Answer me here, by private message, for instance:
arena-spread-ask-copy = (Copy the line and change the numbers as you like: the total must be exactly { $budget }.)
arena-spread-ask-kept = These characteristics are yours: they follow you from one game to the next, wounds included. A badly maimed warrior stays that way.
