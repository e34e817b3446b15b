## game_help: a kind of game's help, to whoever names it in a private message ("help mafia").
# $game: the game's id.
game-help-title = **{ $game }** : comment on y joue ici.
game-help-create = pour en créer une (maîtres du jeu) : `nouvelle partie { $game } "Un titre"`, puis les réglages sous la forme `nom=valeur`, sur la même ligne ou un par ligne.

## settings_list: a kind of game's settings, in its help and when a setting is unknown.
# $game: the game's id.
settings-list-own = Les réglages de **{ $game }** :
settings-list-every-game = Les réglages de toute partie :
# $name: the setting; $aliased: "yes" when it has other names, $aliases: them, joined;
# $default: its default as written in a command; $what: what it does (`setting-…`).
settings-list-line = `{ $name }`{ $aliased ->
    [yes] {" "}(ou { $aliases })
   *[no] {""}
 }, par défaut `{ $default }` : { $what }
