## The bridge: a game's public status (a post kept current, the status page), in French.

## status_embed
# $name: the game's name; $id: its number; $status: signup, running, review, finished or cancelled.
status-embed-heading = **{ $title }** ({ $name }, partie { $id }) — { $status ->
    [signup] inscriptions ouvertes
    [running] en cours
    [review] résultats en cours de vérification
    [finished] terminée
   *[cancelled] annulée
 }
status-embed-paused = , en pause jusqu'à la reprise par le maître du jeu
status-embed-turn = Tour { $turn }
# After the turn: out of how many.
status-embed-of-turns = sur { $turns }
# $deadline: in words.
status-embed-deadline = , échéance { $deadline }
status-embed-round = Tour { $round }
# $clan: the winning clan.
status-embed-clan-wins = Le clan **{ $clan }** l'emporte.
status-embed-nobody-wins = Personne ne l'emporte.
status-embed-warrior = Guerrier
status-embed-clan = Clan
status-embed-zone = Zone
status-embed-attack = Attaque
status-embed-defence = Défense
status-embed-shooting = Tir
status-embed-shield = Bouclier
# A clan's chief, after a warrior's name.
status-embed-chief = chef
status-embed-out = hors de l'arène
# $zones: each zone and who holds it, joined.
status-embed-held = Zones tenues : { $zones }.
# $zone: a zone; $clan: the clan that holds it.
status-embed-holding = { $zone } : { $clan }
status-embed-holding-sep = {" ; "}
status-embed-held-nobody = personne
# $winner: killer, innocents, or none (the game was stopped).
status-embed-winner = { $winner ->
    [killer] Le tueur l'emporte
    [innocents] Les innocents l'emportent
   *[other] La partie a été arrêtée
 }
status-embed-killer = {" "}: le tueur était **{ $killer }**
# $phase: night or day; $number: which one.
status-embed-phase = { $phase ->
    [night] Nuit
   *[day] Jour
 } { $number }
# $count: how many are alive; followed by their names.
status-embed-alive = **Vivants ({ $count })** :{" "}
# The house's chief, after a player's name.
status-embed-head = chef
status-embed-alive-nobody = personne
# $names: the ghosts, joined.
status-embed-ghosts = **Fantômes ({ $count })** : { $names }
status-embed-ghosts-none = aucun
status-embed-rooms = **Pièces condamnées** : { $names }
status-embed-rooms-none = aucune
status-embed-weapons = **Armes détruites** : { $names }
status-embed-weapons-none = aucune
# $move: the move's number; $player: whose move it is.
status-embed-move = Coup { $move } : à **{ $player }** de jouer
status-embed-move-by = , avant { $deadline }
# $treasury, $host: how many safes.
status-embed-treasury = Trésor : { $treasury } { $treasury ->
    [one] coffre
   *[other] coffres
 } · meneur : { $host } { $host ->
    [one] coffre
   *[other] coffres
 }
status-embed-cells = cases cachées : { $cells }
status-embed-player = Joueur
status-embed-sabre = Sabre
status-embed-musket = Mousquet ou pistolets
status-embed-elixir = Élixir
status-embed-safes = Coffres
status-embed-bags = Sacs
status-embed-share = Part
# $count: how many signed up; followed by their names.
status-embed-signed-up = Inscrits ({ $count }) :{" "}
status-embed-signed-up-nobody = personne pour l'instant
status-embed-place = Place
status-embed-position = Position
status-embed-points = Points
status-embed-times-hit = Fois touché
status-embed-kept = Statut tenu à jour automatiquement par le maître du jeu
status-embed-page = page de la partie
status-embed-topic = sujet de la partie

## status_page (plain text, status.txt)
# The game's state, from its status code.
status-page-state = { $status ->
    [signup] inscriptions ouvertes
    [running] en cours
    [review] résultats en cours de vérification
    [finished] partie terminée
    [cancelled] partie annulée
   *[other] partie
 }
status-page-paused = en pause
status-page-round = tour { $round }
status-page-turn = tour { $turn }
# After the turn: out of how many.
status-page-of-turns = sur { $turns }
# $phase: night or day; $number: which one.
status-page-phase = { $phase ->
    [night] nuit
   *[other] jour
 } { $number }
# $move: the move's number; $player: whose move it is.
status-page-move = coup { $move }, à { $player } de jouer
# $deadline: in words.
status-page-deadline = Prochaine échéance : { $deadline }
# $clan: the winning clan.
status-page-clan-wins = Le clan { $clan } l'emporte.
status-page-nobody-wins = Personne ne l'emporte.
# A clan's chief, after a warrior's name.
status-page-chief = chef
# $clan: the warrior's clan; $where: where they are; then their four values.
status-page-warrior = { $clan } : { $where } ; attaque { $attack }, défense { $defence }, tir { $shooting }, bouclier { $shield }
status-page-zone = zone { $zone }
status-page-not-placed = pas encore placé
status-page-out = hors de l'arène
status-page-standings = Classement (aux points, puis au moins de fois touché ; à égalité, place partagée) :
# A line of the standings, after its place: $points, $times_hit.
status-page-standing = { $name } : { $points } { $points ->
    [one] point
   *[other] points
 }, touché { $times_hit } fois
# $winner: killer, innocents, or none (the game was stopped).
status-page-winner = { $winner ->
    [killer] Le tueur l'emporte
    [innocents] Les innocents l'emportent
   *[other] Partie arrêtée
 }
status-page-killer = {" "}; le tueur était { $killer }
# $names: who is alive, joined.
status-page-alive = Vivants : { $names }
status-page-alive-nobody = personne
# The house's chief.
status-page-head = chef : { $chief }
status-page-ghosts = Fantômes : { $names }
status-page-ghosts-none = aucun
status-page-rooms = Pièces condamnées : { $names }
status-page-rooms-none = aucune
status-page-weapons = Armes détruites : { $names }
status-page-weapons-none = aucune
# $treasury, $host: how many safes.
status-page-treasury = Trésor : { $treasury } { $treasury ->
    [one] coffre
   *[other] coffres
 } ; meneur : { $host } { $host ->
    [one] coffre
   *[other] coffres
 }
# A player's hand: $sabre, $green (musket or pistols), $blue (elixir), $safes.
status-page-hand = { $name } : sabre { $sabre }, mousquet ou pistolets { $green }, élixir { $blue } ; coffres { $safes }
status-page-bags = {" "}; sacs { $bags }, part { $share }
# After a player's name: where they are.
status-page-at = {" "}en { $position }
# After a player's name (and place): $points, $times_hit.
status-page-score = {" "}: { $points } { $points ->
    [one] point
   *[other] points
 }, touché { $times_hit } fois

## status_page (the web page: plain text, its markup stays in the template)
status-page-title-state = { $status ->
    [signup] Inscriptions ouvertes
    [running] En cours
    [review] Résultats en cours de vérification
    [finished] Partie terminée
    [cancelled] Partie annulée
   *[other] Partie
 }
# $id: the game's number.
status-page-number = partie n° { $id }
status-page-page-paused = en pause
# Before the next deadline.
status-page-next = Prochaine échéance :
status-page-picture = La dernière image publique de la partie
status-page-follow = Suivre la partie sur le forum

## status_game (the status page's part for a game without its own: plain text)
# $count: how many signed up.
status-game-signed-up = Inscrits ({ $count })
status-game-nobody = Personne pour l'instant.
status-game-turn = tour { $turn }
# After the turn: out of how many.
status-game-of-turns = sur { $turns }
