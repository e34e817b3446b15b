## The bridge: a game's public status (a post kept current, the status page), in English.

## status_embed
# $name: the game's name; $id: its number; $status: signup, running, review, finished or cancelled.
status-embed-heading = **{ $title }** ({ $name }, game { $id }) — { $status ->
    [signup] sign-up open
    [running] in progress
    [review] results being checked
    [finished] over
   *[cancelled] cancelled
 }
status-embed-paused = , paused until the game master resumes it
status-embed-turn = Turn { $turn }
# After the turn: out of how many.
status-embed-of-turns = of { $turns }
# $deadline: in words.
status-embed-deadline = , deadline { $deadline }
status-embed-round = Round { $round }
# $clan: the winning clan.
status-embed-clan-wins = The **{ $clan }** win.
status-embed-nobody-wins = Nobody wins.
status-embed-warrior = Warrior
status-embed-clan = Clan
status-embed-zone = Zone
status-embed-attack = Attack
status-embed-defence = Defence
status-embed-shooting = Shooting
status-embed-shield = Shield
# A clan's chief, after a warrior's name.
status-embed-chief = chief
status-embed-out = out of the arena
# $zones: each zone and who holds it, joined.
status-embed-held = Zones held: { $zones }.
# $zone: a zone; $clan: the clan that holds it.
status-embed-holding = { $zone }: { $clan }
status-embed-holding-sep = {"; "}
status-embed-held-nobody = nobody
# $winner: killer, innocents, or none (the game was stopped).
status-embed-winner = { $winner ->
    [killer] The killer wins
    [innocents] The innocents win
   *[other] The game was stopped
 }
status-embed-killer = : the killer was **{ $killer }**
# $phase: night or day; $number: which one.
status-embed-phase = { $phase ->
    [night] Night
   *[day] Day
 } { $number }
# $count: how many are alive; followed by their names.
status-embed-alive = **Alive ({ $count })**:{" "}
# The house's chief, after a player's name.
status-embed-head = chief
status-embed-alive-nobody = nobody
# $names: the ghosts, joined.
status-embed-ghosts = **Ghosts ({ $count })**: { $names }
status-embed-ghosts-none = none
status-embed-rooms = **Condemned rooms**: { $names }
status-embed-rooms-none = none
status-embed-weapons = **Destroyed weapons**: { $names }
status-embed-weapons-none = none
# $move: the move's number; $player: whose move it is.
status-embed-move = Move { $move }: **{ $player }** to move
status-embed-move-by = , by { $deadline }
# $treasury, $host: how many safes.
status-embed-treasury = Treasury: { $treasury } { $treasury ->
    [one] safe
   *[other] safes
 } · host: { $host } { $host ->
    [one] safe
   *[other] safes
 }
status-embed-cells = hidden cells: { $cells }
status-embed-player = Player
status-embed-sabre = Sabre
status-embed-musket = Musket or pistols
status-embed-elixir = Elixir
status-embed-safes = Safes
status-embed-bags = Bags
status-embed-share = Share
# $count: how many signed up; followed by their names.
status-embed-signed-up = Signed up ({ $count }):{" "}
status-embed-signed-up-nobody = nobody yet
status-embed-place = Place
status-embed-position = Position
status-embed-points = Points
status-embed-times-hit = Times hit
status-embed-kept = This status is kept up to date by the game master bot
status-embed-page = game page
status-embed-topic = game topic

## status_page (plain text, status.txt)
# The game's state, from its status code.
status-page-state = { $status ->
    [signup] sign-up open
    [running] in progress
    [review] results being checked
    [finished] game over
    [cancelled] game cancelled
   *[other] game
 }
status-page-paused = paused
status-page-round = round { $round }
status-page-turn = turn { $turn }
# After the turn: out of how many.
status-page-of-turns = of { $turns }
# $phase: night or day; $number: which one.
status-page-phase = { $phase ->
    [night] night
   *[other] { $phase }
 } { $number }
# $move: the move's number; $player: whose move it is.
status-page-move = move { $move }, { $player } to move
# $deadline: in words.
status-page-deadline = Next deadline: { $deadline }
# $clan: the winning clan.
status-page-clan-wins = The { $clan } win.
status-page-nobody-wins = Nobody wins.
# A clan's chief, after a warrior's name.
status-page-chief = chief
# $clan: the warrior's clan; $where: where they are; then their four values.
status-page-warrior = { $clan }: { $where }; attack { $attack }, defence { $defence }, shooting { $shooting }, shield { $shield }
status-page-zone = zone { $zone }
status-page-not-placed = not placed yet
status-page-out = out of the arena
status-page-standings = Standings (points, then fewest times hit; equal on both share a place):
# A line of the standings, after its place: $points, $times_hit.
status-page-standing = { $name }: { $points } { $points ->
    [one] point
   *[other] points
 }, hit { $times_hit } { $times_hit ->
    [one] time
   *[other] times
 }
# $winner: killer, innocents, or none (the game was stopped).
status-page-winner = { $winner ->
    [killer] The killer wins
    [innocents] The innocents win
   *[other] The game was stopped
 }
status-page-killer = ; the killer was { $killer }
# $names: who is alive, joined.
status-page-alive = Alive: { $names }
status-page-alive-nobody = nobody
# The house's chief.
status-page-head = chief: { $chief }
status-page-ghosts = Ghosts: { $names }
status-page-ghosts-none = none
status-page-rooms = Condemned rooms: { $names }
status-page-rooms-none = none
status-page-weapons = Destroyed weapons: { $names }
status-page-weapons-none = none
# $treasury, $host: how many safes.
status-page-treasury = Treasury: { $treasury } { $treasury ->
    [one] safe
   *[other] safes
 }; host: { $host } { $host ->
    [one] safe
   *[other] safes
 }
# A player's hand: $sabre, $green (musket or pistols), $blue (elixir), $safes.
status-page-hand = { $name }: sabre { $sabre }, musket or pistols { $green }, elixir { $blue }; safes { $safes }
status-page-bags = ; bags { $bags }, share { $share }
# After a player's name: where they are.
status-page-at = {" "}at { $position }
# After a player's name (and place): $points, $times_hit.
status-page-score = : { $points } pt, hit { $times_hit } times

## status_page (the web page: plain text, its markup stays in the template)
status-page-title-state = { $status ->
    [signup] Sign-up open
    [running] In progress
    [review] Results being checked
    [finished] Game over
    [cancelled] Game cancelled
   *[other] Game
 }
# $id: the game's number.
status-page-number = game no. { $id }
status-page-page-paused = paused
# Before the next deadline.
status-page-next = Next deadline:
status-page-picture = The game's latest public picture
status-page-follow = Follow the game on the forum

## status_game (the status page's part for a game without its own: plain text)
# $count: how many signed up.
status-game-signed-up = Players ({ $count })
status-game-nobody = Nobody yet.
status-game-turn = turn { $turn }
# After the turn: out of how many.
status-game-of-turns = of { $turns }
