## game_help: a kind of game's help, to whoever names it in a private message ("help mafia").
# $game: the game's id.
game-help-title = **{ $game }**: how it is played here.
game-help-create = to create one (game masters): `new game { $game } "A title"`, then settings as `name=value` on the same line or one a line.

## settings_list: a kind of game's settings, in its help and when a setting is unknown.
# $game: the game's id.
settings-list-own = The settings of **{ $game }**:
settings-list-every-game = The settings of every game:
# $name: the setting; $aliased: "yes" when it has other names, $aliases: them, joined;
# $default: its default as written in a command; $what: what it does (`setting-…`).
settings-list-line = `{ $name }`{ $aliased ->
    [yes] {" "}(or { $aliases })
   *[no] {""}
 }, default `{ $default }`: { $what }
