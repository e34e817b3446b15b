## L'arène sur la page d'état (templates/status.html.j2) : du texte simple, sans balise.

# $phase : placement, choice ou celle d'un tour ; $round : le tour.
arena-status-phase = { $phase ->
    [placement] placement des clans
    [choice] tour { $round }, choix des défenseurs
   *[other] tour { $round }
 }
arena-status-winner = Le clan { $clan } l'emporte.
arena-status-nobody-wins = Personne ne l'emporte.
arena-status-clan = Clan { $clan }
# $chief : le chef de guerre ; $count : les guerriers du clan dans l'arène.
arena-status-clan-note = Chef de guerre : { $chief } · { $count } { $count ->
    [one] guerrier
   *[other] guerriers
 } dans l'arène
arena-status-warrior = Guerrier
arena-status-zone = Zone
arena-status-attack = Attaque
arena-status-defence = Défense
arena-status-shooting = Tir
arena-status-shield = Bouclier
# Après le nom d'un chef.
arena-status-chief = (chef)
arena-status-out = hors de l'arène
arena-status-holdings = Zones tenues
# $zone : une zone ; $clan : qui la tient ($held : false si personne).
arena-status-held = Zone { $zone } : { $held ->
    [true] { $clan }
   *[false] personne
 }
