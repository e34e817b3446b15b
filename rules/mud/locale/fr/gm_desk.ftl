## Le bureau du MJ : ce que décident les dés de la boue (les brouillons), en français.

# $player : le joueur placé par le sort.
mud-gm-die-start = intersection de départ de @{ $player }
# $player : le joueur écarté de l'intersection qu'il visait, $target.
mud-gm-die-displace = intersection libre la plus proche de { $target } pour @{ $player }, tirée au sort parmi celles à égalité
